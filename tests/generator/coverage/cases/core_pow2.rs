use diff::*;
use kernel::core_pow2;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_pow2(x = buf(u32s(n, 77)), out = buf_mut(zeros(n))));
        }
    });
}
