use diff::*;
use kernel::u29_u128_dot;

fn main() {
    diff::main(|d| {
        for (rows, cols, block) in [(1usize, 1usize, 32usize), (40, 5, 32), (150, 12, 64)] {
            let n = rows * cols;
            launch!(d, threads(rows.div_ceil(block), block),
                    u29_u128_dot(a = buf(from_fn(n, |i| hash(2956, i) >> (i % 40))), b = buf(from_fn(n, |i| hash(2957, i))),
                                 cols = val(cols), hi = buf_mut(zeros(rows)), lo = buf_mut(zeros(rows)), big = buf_mut(zeros(rows))));
        }
    });
}
