//! cluster_ids: cluster rank/size, a warp ballot and a cluster barrier. The
//! reference and the emulator both run clusters of one block; threads past
//! the end of `out`. Blocks are whole warps: rsgpu's warp collectives require
//! it (a block of 48 gives a different ballot, docs/generator/e2e.md).
use diff::*;
use kernel::cluster_ids;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32), (100, 64), (200, 96)] {
            launch!(
                d,
                blocks(n.div_ceil(block), block),
                cluster_ids(out = buf_mut(zeros(n)))
            );
        }
    });
}
