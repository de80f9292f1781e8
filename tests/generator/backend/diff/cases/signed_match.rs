//! signed_match: every arm of the signed `match`es, and the default.
use diff::*;
use kernel::signed_match;

fn main() {
    diff::main(|d| {
        let xs: Vec<i32> = vec![-1, 5, i32::MIN, -100, 0, 254, 128, 126, -2, 7, 255, -129];
        let ws: Vec<i64> = vec![-1, i64::MIN, 9_000_000_000, 0, 4294967295, -2, 1, 2, 3, 4, 5, 6];
        let n = xs.len();
        launch!(
            d,
            threads(1, 32),
            signed_match(x = buf(xs), w = buf(ws), y = buf_mut(zeros(n)))
        );
    });
}
