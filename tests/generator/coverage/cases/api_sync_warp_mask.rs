use diff::*;
use kernel::api_sync_warp_mask;

fn main() {
    diff::main(|d| {
        for n in [128usize, 1000] {
            launch!(d, blocks(n.div_ceil(128), 128), api_sync_warp_mask(x = buf(floats(n, 114)), out = buf_mut(zeros(n))));
        }
    });
}
