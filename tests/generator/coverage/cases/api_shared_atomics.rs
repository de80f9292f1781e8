use diff::*;
use kernel::api_shared_atomics;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (1000, 64), (3000, 128)] {
            launch!(d, blocks(n.div_ceil(block), block),
                    api_shared_atomics(data = buf(from_fn(n, |i| match hash(111, i) as u8 { 0xCD => 0xCE, b => b })),
                                       bins = buf(from_fn(16, |_| Atomic::<u32>::new(0)))));
        }
    });
}
