//! shared_neighbour: a shared tile written slot by slot, a barrier, then each
//! thread reads its left neighbour's slot (wrapping within the block). Real
//! barriers in the reference: `blocks` mode. Blocks of 128 (the tile size).
use diff::*;
use kernel::shared_neighbour;

fn main() {
    diff::main(|d| {
        for n in [1usize, 128, 300, 1000] {
            launch!(
                d,
                blocks(n.div_ceil(128), 128),
                shared_neighbour(x = buf(floats(n, 25)), y = buf_mut(zeros(n)))
            );
        }
    });
}
