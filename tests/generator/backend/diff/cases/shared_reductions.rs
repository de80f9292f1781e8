//! shared_reductions: one block sum two ways (interleaved, tree with `h > t`)
//! per block of 128; real barriers in the reference (`blocks` mode).
use diff::*;
use kernel::shared_reductions;

fn main() {
    diff::main(|d| {
        for n in [1usize, 128, 300, 1000] {
            let blocks_n = n.div_ceil(128);
            launch!(
                d,
                blocks(blocks_n, 128),
                shared_reductions(
                    x = buf(floats(n, 41)),
                    y = buf_mut(zeros(blocks_n)),
                    z = buf_mut(zeros(blocks_n))
                )
            );
        }
    });
}
