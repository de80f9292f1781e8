use diff::*;
use kernel::{r23_two_kernels_same_generic, r23_two_kernels_same_generic_b};

fn main() {
    diff::main(|d| {
        for (n, block) in [(32usize, 32usize), (1000, 128)] {
            let x = from_fn(n, |i| hash(23, i) as u32);
            // Both kernels: the driver replays each launch through the kernel it recorded (red
            // team 23: the harness once listed only the kernel named like the file, and this
            // case's launch of `r23_two_kernels_same_generic_b` ran the first kernel in its
            // place, silently; the two kernels' outputs differ, so that would fail now).
            launch!(d, threads(n.div_ceil(block), block), r23_two_kernels_same_generic(x = buf(x.clone()), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n))));
            launch!(d, threads(n.div_ceil(block), block), r23_two_kernels_same_generic_b(x = buf(x), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n))));
        }
    });
}
