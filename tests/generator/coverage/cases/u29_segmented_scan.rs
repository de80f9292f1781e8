use diff::*;
use kernel::u29_segmented_scan;

fn main() {
    diff::main(|d| {
        for n in [1usize, 100, 700] {
            launch!(d, blocks(n.div_ceil(128), 128),
                    u29_segmented_scan(x = buf(i32s(n, 2923, 1000)), heads = buf(from_fn(n, |i| (hash(2924, i) % 9 == 0) as u8)),
                                       out = buf_mut(zeros(n))));
        }
    });
}
