use diff::*;
use kernel::core_float_round;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), core_float_round(x = buf(floats(n, 78)), out = buf_mut(zeros(n))));
        }
    });
}
