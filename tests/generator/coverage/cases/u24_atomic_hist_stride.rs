use diff::*;
use kernel::u24_atomic_hist_stride;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, grid, block, nb) in [(1usize, 1usize, 32usize, 4usize), (1000, 2, 64, 10), (5000, 3, 128, 32)] {
            launch!(d, threads(grid, block),
                    u24_atomic_hist_stride(x = buf(from_fn(n, |i| (hash(2443, i) % 100000) as u32)),
                                           bins = buf(from_fn(nb, |_| Atomic::<u32>::new(0))),
                                           extremes = buf(vec![Atomic::<u32>::new(0), Atomic::<u32>::new(u32::MAX)])));
        }
    });
}
