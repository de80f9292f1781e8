//! histogram: 256 bins of device-scope atomic increments (bins start
//! non-zero). No input byte is 0xCD: the emulator's memcheck takes that value
//! (its poison byte) in a 1-byte element for uninitialised memory and stops
//! the kernel (a false positive, docs/generator/e2e.md).
use diff::*;
use kernel::histogram;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 64), (255, 128), (256, 128), (1000, 96), (1000, 128), (5000, 256)] {
            launch!(
                d,
                threads(n.div_ceil(block), block),
                histogram(
                    data = buf(from_fn(n, |i| match hash(14, i) as u8 {
                        0xCD => 0xCE,
                        b => b,
                    })),
                    bins = buf(from_fn(256, |i| Atomic::<u32>::new(i as u32)))
                )
            );
        }
    });
}
