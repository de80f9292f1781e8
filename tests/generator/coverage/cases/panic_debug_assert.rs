use diff::*;
use kernel::panic_debug_assert;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), panic_debug_assert(x = buf(floats(n, 81)), out = buf_mut(zeros(n))));
        }
    });
}
