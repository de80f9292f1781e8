use diff::*;
use kernel::core_clamp_int;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_clamp_int(x = buf(i32s(n, 50, 1000)), out = buf_mut(zeros(n))));
        }
    });
}
