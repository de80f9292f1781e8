use diff::*;
use kernel::r28_slice_pat_write_local;

fn main() {
    diff::main(|d| {
        for (n, block) in [(1usize, 32usize), (2, 32), (3, 32), (37, 32), (1000, 128)] {
            let x = from_fn(n, |i| hash(28, i) as u32);
            let m = 3 * n - (n % 3);
            launch!(d, threads(n.div_ceil(block), block), r28_slice_pat_write_local(x = buf(x), y = buf_mut(zeros(m)), w = buf_mut(zeros(m)), z = buf_mut(zeros(n))));
        }
    });
}
