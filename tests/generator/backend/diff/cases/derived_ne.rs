//! derived_ne: every operator code against both `prev` values, and pairs
//! equal and unequal in each field.
use diff::*;
use kernel::derived_ne;

fn main() {
    diff::main(|d| {
        let n = 64;
        launch!(d, threads(2, 32),
                derived_ne(codes = buf(from_fn(n, |k| k as u8)),
                           x = buf(from_fn(n, |k| (k / 3) as u32)),
                           out = buf_mut(zeros(n))));
    });
}
