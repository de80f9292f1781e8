use diff::*;
use kernel::panic_unreachable;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), panic_unreachable(ops = buf(u32s(n, 85)), a = buf(i32s(n, 86, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
