use diff::*;
use kernel::u24_float_math;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_float_math(x = buf(floats(n, 2434)), y = buf(floats(n, 2435)), out = buf_mut(zeros(n))));
        }
    });
}
