use diff::*;
use kernel::u24_atomic_u64_mix;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 64), (3000, 256)] {
            launch!(d, blocks(n.div_ceil(block), block),
                    u24_atomic_u64_mix(x = buf(u32s(n, 2492)), total = one(Atomic::<u64>::new(5)),
                                       budget = one(Atomic::<i32>::new(1000)), seen = one(Atomic::<u32>::new(0))));
        }
    });
}
