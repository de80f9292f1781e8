use diff::*;
use kernel::place_split_at;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), place_split_at(m = buf(floats(8 * n, 92)), width = val(8usize), out = buf_mut(zeros(n))));
        }
    });
}
