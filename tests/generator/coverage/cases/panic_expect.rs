use diff::*;
use kernel::panic_expect;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), panic_expect(x = buf(u32s(n, 84)), out = buf_mut(zeros(n))));
        }
    });
}
