//! user_trait_sum: the crate's `Sum::sum` and core's sums side by side.
use diff::*;
use kernel::user_trait_sum;

fn main() {
    diff::main(|d| {
        let n = 100;
        launch!(d, threads(4, 32),
                user_trait_sum(x = buf(u32s(n, 3)), y = buf_mut(zeros(n))));
    });
}
