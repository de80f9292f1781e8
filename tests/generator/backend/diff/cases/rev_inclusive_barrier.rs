//! rev_inclusive_barrier: the 8-step rotation and the tree sum driven by
//! `(0..=7).rev()`, 4 blocks of 256, the last block partly past the end.
use diff::*;
use kernel::rev_inclusive_barrier;

fn main() {
    diff::main(|d| {
        let n = 3 * 256 + 77;
        launch!(
            d,
            blocks(4, 256),
            rev_inclusive_barrier(
                x = buf(u32s(n, 5)),
                y = buf_mut(zeros(n)),
                partial = buf_mut(zeros(4))
            )
        );
    });
}
