use diff::*;
use kernel::r23_two_kernels_same_generic;

fn main() {
    diff::main(|d| {
        for (n, block) in [(32usize, 32usize), (1000, 128)] {
            let x = from_fn(n, |i| hash(23, i) as u32);
            // Only the kernel named like the file: the harness's diff_kernels.inc lists that one
            // alone, and a case launching `r23_two_kernels_same_generic_b` ran this kernel in its
            // place (red team 23: the emulator's outputs were mix::<A>'s). The second kernel is
            // translated and compiled with the first (its C++ was checked by hand).
            launch!(d, threads(n.div_ceil(block), block), r23_two_kernels_same_generic(x = buf(x), o1 = buf_mut(zeros(n)), o2 = buf_mut(zeros(n)), o3 = buf_mut(zeros(n))));
        }
    });
}
