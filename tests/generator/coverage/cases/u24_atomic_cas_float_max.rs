use diff::*;
use kernel::u24_atomic_cas_float_max;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 64), (3000, 256)] {
            launch!(d, blocks(n.div_ceil(block), block),
                    u24_atomic_cas_float_max(x = buf(floats(n, 2444)), max_bits = one(Atomic::<u32>::new((-100.0f32).to_bits())),
                                             sum = one(Atomic::<f32>::new(0.0))));
        }
    });
}
