// The package's web entry (and, through node.js, its Node.js one): wasm-bindgen's module with
// every exported function and method checking its arguments here, in JavaScript, before any
// wasm runs. The glue copies a string into the wasm's memory without looking at it: given a
// number, an object or a Symbol it read past the memory ("RuntimeError: memory access out of
// bounds"), and a 400 MB string ran the module out of memory ("RuntimeError: unreachable").
// Now a wrong type, a missing argument, an oversized text or a freed object throws the
// package's own Error (RushHourError) with kind "argument", `argument` naming the parameter,
// and a message that names it too.
import * as glue from "./rush_hour_engine.js";

export * from "./rush_hour_engine.js";
export { default } from "./rush_hour_engine.js";

/** The longest text a function takes, in UTF-16 units: a grid, a paste, a move or a plan. */
export const MAX_TEXT_LENGTH = 100_000;

/** The RushHourError of an argument at fault. */
function fault(argument, message) {
    const error = new Error(`${argument}: ${message}`);
    error.kind = "argument";
    error.argument = argument;
    return error;
}

/** What a value is, in a few words (no call into the value: a hostile toString is not run). */
function describe(value) {
    if (value === undefined) return "nothing (undefined)";
    if (value === null) return "null";
    if (Array.isArray(value)) return "an array";
    switch (typeof value) {
        case "string":
            return `a string of ${value.length} characters`;
        case "number":
            return `the number ${value}`;
        case "bigint":
            return "a bigint";
        case "boolean":
            return `${value}`;
        case "symbol":
            return "a symbol";
        case "function":
            return "a function";
        default:
            return value instanceof glue.Puzzle || value instanceof glue.Cluster ? `a ${value.constructor.name}` : "an object";
    }
}

const expected = (what) => (name, value) => fault(name, `expected ${what}, got ${describe(value)}`);

/** Checks of one kind of parameter: each throws, or returns nothing. */
const text = (name, value) => {
    if (typeof value !== "string") throw expected("a string")(name, value);
    if (value.length > MAX_TEXT_LENGTH) throw fault(name, `a string of ${value.length} characters, more than the ${MAX_TEXT_LENGTH} it may have`);
};
/** An object written as `{ … }` (not an array, a Puzzle, a Date…). */
const plainObject = (value) => {
    if (typeof value !== "object" || value === null) return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
};
const options = (name, value) => {
    if (value !== undefined && value !== null && !plainObject(value)) throw expected("an options object or nothing")(name, value);
};
const requiredOptions = (name, value) => {
    if (!plainObject(value)) throw expected("an options object")(name, value);
};
const metric = (name, value) => {
    if (value !== undefined && value !== null && value !== "moves" && value !== "steps") throw expected('"moves", "steps" or nothing')(name, value);
};
const move = (name, value) => {
    if (typeof value === "string") return text(name, value);
    if (!plainObject(value)) throw expected("a move: a string like \"A→1\" or { vehicle, delta }")(name, value);
};
const plan = (name, value) => {
    if (typeof value === "string") return text(name, value);
    if (!Array.isArray(value)) throw expected("a plan: a string or an array of moves")(name, value);
    if (value.length > MAX_TEXT_LENGTH) throw fault(name, `${value.length} moves, more than the ${MAX_TEXT_LENGTH} a plan may have`);
    value.forEach((m, i) => move(`${name}[${i}]`, m));
};
const live = (Class) => (name, value) => {
    if (!(value instanceof Class)) throw expected(`a ${Class.name}`)(name, value);
    if (!value.__wbg_ptr) throw fault(name, `this ${Class.name} was freed (free() was called on it)`);
};
const puzzle = live(glue.Puzzle);

/** Wraps `fn` (called as `this`'s method, or alone) in the checks of its parameters. */
function checked(fn, params, self) {
    return function (...args) {
        if (self) self("this", this);
        params.forEach(([name, check], i) => check(name, args[i]));
        return fn.apply(this, args);
    };
}

/** Each method's (and getter's) parameters, checked in place on the class's prototype, so the
 * instances the module itself makes (Puzzle.parse, apply, play…) are checked too. */
function guard(Class, methods) {
    const self = live(Class);
    for (const key of Object.getOwnPropertyNames(Class.prototype)) {
        if (key === "constructor" || key === "free" || key.startsWith("__")) continue;
        const d = Object.getOwnPropertyDescriptor(Class.prototype, key);
        if (typeof d.value === "function") d.value = checked(d.value, methods[key] ?? [], self);
        if (d.get) d.get = checked(d.get, [], self);
        Object.defineProperty(Class.prototype, key, d);
    }
}

guard(glue.Puzzle, {
    legalMoves: [["metric", metric]],
    apply: [["move", move], ["metric", metric]],
    play: [["plan", plan]],
    parsePlan: [["text", text]],
    solve: [["options", options]],
    hint: [["options", options]],
    analyze: [["options", options]],
});
guard(glue.Cluster, {
    contains: [["position", puzzle]],
    distance: [["position", puzzle]],
    hint: [["position", puzzle]],
    plan: [["position", puzzle]],
});
glue.Puzzle.parse = checked(glue.Puzzle.parse, [["grid", text]]);
glue.Puzzle.fromPaste = checked(glue.Puzzle.fromPaste, [["text", text]]);

/** `new Puzzle(grid)`, its grid checked first; `Puzzle.parse`, `instanceof Puzzle` and the
 * prototype are the class's own. */
export const Puzzle = new Proxy(glue.Puzzle, {
    construct(target, args, newTarget) {
        text("grid", args[0]);
        return Reflect.construct(target, args, newTarget);
    },
    apply() {
        throw fault("Puzzle", "a class: call it with new, as new Puzzle(grid)");
    },
});

export const generate = checked(glue.generate, [["options", requiredOptions]]);
