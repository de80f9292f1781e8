use diff::*;
use kernel::u29_compact_warp;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            let slots = n.div_ceil(block) * block;
            launch!(d, blocks(n.div_ceil(block), block),
                    u29_compact_warp(x = buf(i32s(n, 2913, 50)), out = buf(from_fn(slots, |_| Atomic::<i32>::new(0))),
                                     count = one(Atomic::<u32>::new(0))));
        }
    });
}
