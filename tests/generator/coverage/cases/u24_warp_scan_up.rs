use diff::*;
use kernel::u24_warp_scan_up;

fn main() {
    diff::main(|d| {
        for (n, block) in [(5usize, 32usize), (1000, 64), (2000, 256)] {
            launch!(d, blocks(n.div_ceil(block), block),
                    u24_warp_scan_up(x = buf(from_fn(n, |i| (hash(2442, i) % 1000) as u32)),
                                     scan = buf_mut(zeros(n)), total = buf_mut(zeros(n))));
        }
    });
}
