use diff::*;
use kernel::u29_warp_scan_offsets;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 256)] {
            let warps = n.div_ceil(block) * block / 32;
            launch!(d, blocks(n.div_ceil(block), block),
                    u29_warp_scan_offsets(lens = buf(u32s(n, 2974)), offsets = buf_mut(zeros(n)), totals = buf_mut(zeros(warps))));
        }
    });
}
