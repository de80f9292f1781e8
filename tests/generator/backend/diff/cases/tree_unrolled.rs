//! tree_unrolled: per-block sums of 256 u32s (wrapping), the last block
//! partly past the input's end.
use diff::*;
use kernel::tree_unrolled;

fn main() {
    diff::main(|d| {
        let n = 3 * 256 + 77;
        launch!(
            d,
            blocks(4, 256),
            tree_unrolled(x = buf(u32s(n, 9)), partial = buf_mut(zeros(4)))
        );
    });
}
