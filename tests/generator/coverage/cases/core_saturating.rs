use diff::*;
use kernel::core_saturating;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_saturating(px = buf(bytes(n, 59)), delta = val(-40i32), out = buf_mut(zeros(n))));
        }
    });
}
