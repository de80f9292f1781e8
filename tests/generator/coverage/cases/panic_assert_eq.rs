use diff::*;
use kernel::panic_assert_eq;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), panic_assert_eq(a = buf(floats(n, 82)), b = buf(floats(n, 83)), out = buf_mut(zeros(n))));
        }
    });
}
