use diff::*;
use kernel::u24_warp_ballot_count;

fn main() {
    diff::main(|d| {
        for (n, block) in [(10usize, 32usize), (1000, 64), (2000, 128)] {
            let grid = n.div_ceil(block);
            launch!(d, blocks(grid, block),
                    u24_warp_ballot_count(x = buf(floats(n, 2441)), per_warp = buf_mut(zeros(grid * block / 32))));
        }
    });
}
