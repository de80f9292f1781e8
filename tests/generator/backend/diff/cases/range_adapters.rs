//! range_adapters: `map().sum()`, `sum()`, `fold()` and `rev().fold()` on
//! ranges, empty ones (`lo >= n`, `0..0`) included.
use diff::*;
use kernel::range_adapters;

fn main() {
    diff::main(|d| {
        let n: Vec<u32> = vec![0, 1, 2, 10, 100, 1000, 5, 3, 64, 7];
        let lo: Vec<u32> = vec![0, 0, 5, 3, 99, 0, 5, 4, 1, 0];
        let c = n.len();
        launch!(
            d,
            threads(1, 32),
            range_adapters(n = buf(n), lo = buf(lo), doubled = buf_mut(zeros(c)),
                           tri = buf_mut(zeros(c)), folded = buf_mut(zeros(c)),
                           back = buf_mut(zeros(c)))
        );
    });
}
