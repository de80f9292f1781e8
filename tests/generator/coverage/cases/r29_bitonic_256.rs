use diff::*;
use kernel::r29_bitonic_256;

fn main() {
    diff::main(|d| {
        for g in [1usize, 3] {
            launch!(d, blocks(g, 256), r29_bitonic_256(x = buf(from_fn(g * 256, |i| hash(29, i) as u32 % 5000)), y = buf_mut(zeros(g * 256))));
        }
    });
}
