use diff::*;
use kernel::u27_hist_shared_global;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, g, b) in [(0usize, 1usize, 32usize), (1, 1, 32), (5000, 3, 128)] {
            launch!(d, blocks(g, b),
                    u27_hist_shared_global(data = buf(bytes(n, 7)), hist = buf(from_fn(64, |_| Atomic::<u32>::new(0)))));
        }
    });
}
