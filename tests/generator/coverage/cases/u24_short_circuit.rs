use diff::*;
use kernel::u24_short_circuit;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u24_short_circuit(x = buf(i32s(n, 2483, 4)), out = buf_mut(zeros(n))));
        }
    });
}
