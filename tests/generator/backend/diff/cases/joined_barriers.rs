//! joined_barriers: barriers reached by every thread through joins, copies in
//! both arms (O3), a helper and loaded trip counts; real barriers in the
//! reference (`blocks` mode). Blocks of 128 (the array size).
use diff::*;
use kernel::joined_barriers;

fn main() {
    diff::main(|d| {
        for (n, p) in [(1usize, vec![0u32]), (128, vec![2, 7]), (300, vec![3, 1, 4]), (1000, vec![])] {
            launch!(
                d,
                blocks(n.div_ceil(128).max(1), 128),
                joined_barriers(
                    x = buf(floats(n, 31)),
                    params = buf(p.clone()),
                    y = buf_mut(zeros(n))
                )
            );
        }
    });
}
