use diff::*;
use kernel::api_warp_size_const;

fn main() {
    diff::main(|d| {
        for (n, block) in [(32usize, 32usize), (1000, 64)] {
            launch!(d, blocks(n.div_ceil(block), block),
                    api_warp_size_const(x = buf(i32s(n, 113, 1000)), per_warp = buf_mut(zeros(n.div_ceil(32)))));
        }
    });
}
