use diff::*;
use kernel::place_first_last;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (1000, 128), (4097, 256)] {
            launch!(d, threads(n.div_ceil(block), block), place_first_last(x = buf(from_fn(4 * n, |i| (hash(94, i) % 100000) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
