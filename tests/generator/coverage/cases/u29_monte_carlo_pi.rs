use diff::*;
use kernel::u29_monte_carlo_pi;
use rsgpu::Atomic;

fn main() {
    diff::main(|d| {
        for (n, block, samples) in [(1usize, 32usize, 0u32), (50, 32, 100), (300, 128, 257)] {
            launch!(d, threads(n.div_ceil(block), block),
                    u29_monte_carlo_pi(samples = val(samples), seed = val(2916u32), hits = buf_mut(zeros(n)),
                                       total = one(Atomic::<u64>::new(0))));
        }
    });
}
