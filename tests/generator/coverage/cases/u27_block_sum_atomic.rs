use diff::*;
use kernel::u27_block_sum_atomic;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, g) in [(0usize, 1usize), (1, 1), (10000, 3)] {
            launch!(d, blocks(g, 256),
                    u27_block_sum_atomic(x = buf(u32s(n, 78)), total = one(Atomic::<u64>::new(0)), biggest = one(Atomic::<u32>::new(0))));
        }
    });
}
