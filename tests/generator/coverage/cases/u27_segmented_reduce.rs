use diff::*;
use kernel::{u27_segmented_reduce, SegStats};

fn main() {
    diff::main(|d| {
        for segs in [1usize, 20, 150] {
            let mut offsets = vec![0u32];
            for s in 0..segs {
                let last = *offsets.last().unwrap();
                offsets.push(last + (hash(42, s) % 9) as u32);
            }
            let n = *offsets.last().unwrap() as usize;
            launch!(d, threads(segs.div_ceil(64), 64),
                    u27_segmented_reduce(offsets = buf(offsets), vals = buf(i32s(n, 43, 1 << 30)), out = buf_mut(zeros::<SegStats>(segs))));
        }
    });
}
