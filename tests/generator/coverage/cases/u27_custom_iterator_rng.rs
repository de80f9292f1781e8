use diff::*;
use kernel::u27_custom_iterator_rng;

fn main() {
    diff::main(|d| {
        for (n, s) in [(1usize, 0usize), (64, 10), (100, 37)] {
            launch!(d, threads(n.div_ceil(64), 64),
                    u27_custom_iterator_rng(seeds = buf(u32s(n, 90)), hits = buf_mut(zeros(n)), top = buf_mut(zeros(n)), samples = val(s)));
        }
    });
}
