use diff::*;
use kernel::u27_bitonic_sort_tile;

fn main() {
    diff::main(|d| {
        for n in [1usize, 64, 150] {
            launch!(d, blocks(n.div_ceil(64), 64),
                    u27_bitonic_sort_tile(x = buf(from_fn(n, |i| (hash(9, i) % 1000) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
