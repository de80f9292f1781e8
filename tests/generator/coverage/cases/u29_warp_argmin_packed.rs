use diff::*;
use kernel::u29_warp_argmin_packed;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (100, 64), (1000, 128)] {
            let warps = n.div_ceil(block) * block / 32;
            launch!(d, blocks(n.div_ceil(block), block),
                    u29_warp_argmin_packed(px = buf(floats(n, 2963)), py = buf(floats(n, 2964)), qx = val(1.5f32), qy = val(-2.0f32),
                                           best_d = buf_mut(zeros(warps)), best_i = buf_mut(zeros(warps))));
        }
    });
}
