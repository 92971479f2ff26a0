//! One vehicle on the board: drawn, focusable, dragged with pointer events, moved with arrow keys.
