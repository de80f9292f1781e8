//! cas_max: an atomic maximum by a compare_exchange loop (best starts at
//! 7, so some inputs never beat it) and a "first writer wins" claim per slot
//! (`winners` counts the claimed slots: the same whichever thread wins).
use diff::*;
use kernel::cas_max;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block, slots) in [(1usize, 64, 1usize), (1000, 128, 37), (5000, 256, 4096)] {
            launch!(
                d,
                threads(n.div_ceil(block), block),
                cas_max(
                    x = buf(from_fn(n, |i| (hash(21, i) >> 8) as u32)),
                    best = buf(from_fn(1, |_| Atomic::<u32>::new(7))),
                    claimed = buf(from_fn(slots, |_| Atomic::<u32>::new(0))),
                    winners = buf(from_fn(1, |_| Atomic::<u32>::new(0)))
                )
            );
        }
    });
}
