use diff::*;
use kernel::u27_warp_prefix_shfl;

fn main() {
    diff::main(|d| {
        for n in [1usize, 128, 333] {
            launch!(d, blocks(n.div_ceil(128), 128),
                    u27_warp_prefix_shfl(x = buf(from_fn(n, |i| (hash(40, i) % 1000) as u32)), out = buf_mut(zeros(n))));
        }
    });
}
