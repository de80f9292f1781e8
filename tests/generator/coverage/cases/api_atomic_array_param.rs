use diff::*;
use kernel::api_atomic_array_param;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 128)] {
            launch!(d, threads(n.div_ceil(block), block),
                    api_atomic_array_param(x = buf(u32s(n, 112)), counters = one(core::array::from_fn(|_| Atomic::<u32>::new(0)))));
        }
    });
}
