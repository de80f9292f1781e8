use diff::*;
use kernel::fp27_carrying_flags;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), fp27_carrying_flags(a = buf(u32s(n, 70)), b = buf(u32s(n, 71)), lo = buf_mut(zeros(n)), hi = buf_mut(zeros(n)), fl = buf_mut(zeros(n))));
        }
    });
}
