use diff::*;
use kernel::r29_warp_rows_shfl;

fn main() {
    diff::main(|d| {
        for (n, block, rows, rows2) in [(64usize, 32usize, 1usize, 1usize), (256, 64, 5, 2), (512, 128, 16, 8)] {
            launch!(d, blocks(n.div_ceil(block), block), r29_warp_rows_shfl(x = buf(from_fn(n, |i| hash(29, i) as u32 % 100000)), y = buf_mut(zeros(n)), z = buf_mut(zeros(n)), rows = val(rows), rows2 = val(rows2)));
        }
    });
}
